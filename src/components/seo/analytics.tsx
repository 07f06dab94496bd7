/** Third-party analytics and ad scripts, loaded only when their environment settings are present. */
import { Helmet } from 'react-helmet-async';

const GA_ID = /^G-[A-Z0-9]+$/;
const ADSENSE_ID = /^ca-pub-\d+$/;

export function Analytics() {
  const gaId = (import.meta.env.VITE_GA_MEASUREMENT_ID as string | undefined)?.trim();
  const adsenseId = (import.meta.env.VITE_ADSENSE_CLIENT_ID as string | undefined)?.trim();
  const withGa = !!gaId && GA_ID.test(gaId);
  const withAds = !!adsenseId && ADSENSE_ID.test(adsenseId);
  if (!withGa && !withAds) return null;
  return (
    <Helmet>
      {withGa && <script async src={`https://www.googletagmanager.com/gtag/js?id=${gaId}`} />}
      {withGa && (
        <script>{`window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config','${gaId}');`}</script>
      )}
      {withAds && (
        <script
          async
          src={`https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=${adsenseId}`}
          crossOrigin="anonymous"
        />
      )}
    </Helmet>
  );
}
