/** Logout as the spec says: awaited, "Logged out successfully", then home; a failure is only logged. */
import { useNavigate } from 'react-router-dom';
import { paths } from '@/lib/paths.ts';
import { useSession } from './session.tsx';
import { showToast } from '@/lib/toast.ts';

export function useLogout(onDone?: () => void) {
  const navigate = useNavigate();
  const { signOut } = useSession();
  return async () => {
    try {
      await signOut();
      showToast((toast) => toast.success('Logged out successfully'));
      await navigate(paths.home());
    } catch (error) {
      console.error('Error logging out', error);
    } finally {
      onDone?.();
    }
  };
}
