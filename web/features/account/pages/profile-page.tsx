import { ComingSoon } from '@web/components/ui/coming-soon';

export default function ProfilePage() {
  return <ComingSoon title="Mon Profil" />;
}
