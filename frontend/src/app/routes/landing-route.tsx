import { Navigate } from 'react-router';
import { paths } from '../../config/paths';
import { useAuthUser } from '../../lib/api/get-auth-user';
import { LandingScreen } from '../screens';

/** `/landing`: a signed-in user who opens it is sent to / (spec section 2). */
export function LandingRoute() {
  const { user } = useAuthUser();
  return user ? <Navigate to={paths.root.getHref()} replace /> : <LandingScreen />;
}
