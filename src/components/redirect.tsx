import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/**
 * Replaces the current page with `to` once rendered. Our own rather than react-router's
 * <Navigate>: that one would add its code to the vendor chunk every page loads.
 */
export function Redirect({ to }: { to: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(to, { replace: true });
  }, [navigate, to]);
  return null;
}
