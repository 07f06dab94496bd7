/** Logout as the spec says: awaited, "Logged out successfully", then home; a failure is only logged. */
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router-dom';
import { paths } from './paths.ts';
import { useSession } from './session.tsx';

export function useLogout(onDone?: () => void) {
  const navigate = useNavigate();
  const { signOut } = useSession();
  return async () => {
    try {
      await signOut();
      toast.success('Logged out successfully');
      await navigate(paths.home());
    } catch (error) {
      console.error('Error logging out', error);
    } finally {
      onDone?.();
    }
  };
}
