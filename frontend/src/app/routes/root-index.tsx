import { useAuthUser } from '../../lib/api/get-auth-user';
import { HomeScreen, LandingScreen } from '../screens';

/** `/`: the home screen when signed in; the landing screen signed out or while loading. */
export function RootIndex() {
  const { user } = useAuthUser();
  return user ? <HomeScreen /> : <LandingScreen />;
}
