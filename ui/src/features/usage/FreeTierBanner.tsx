/**
 * A banner over every page while the tenant's monthly free tier is nearly or wholly used: what is
 * left, when it resets, and where the details are. Nothing while plenty is left, or for a key that
 * may not read usage.
 */
import { useQuery } from '../../api';
import { formatCount } from '../../components/format';
import { Time } from '../../components/Time';
import { href } from '../../router';

/** Share of the free tier left at or under which the banner shows. */
const LOW_SHARE = 0.1;

/** The banner; asked again on every page the operator opens (`page`), and every 30 s. */
export function FreeTierBanner({ page }: { page: string | undefined }) {
  const usage = useQuery((c) => c.usage(), [page], 30_000);
  const u = usage.data;
  if (!u || u.free_tier_limit <= 0 || u.free_tier_remaining > u.free_tier_limit * LOW_SHARE) return null;
  const out = u.free_tier_remaining === 0;
  return (
    <div className={`notice banner ${out ? 'bad' : 'warn'}`} role="status" data-testid="free-tier-banner">
      <p>
        <strong>{out ? 'The free tier is used up' : 'The free tier is nearly used up'}:</strong> {formatCount(u.free_tier_remaining)} of{' '}
        {formatCount(u.free_tier_limit)} extractions left this month{out ? '; new extractions are refused (429)' : ''}. It resets <Time iso={u.resets_at} />.{' '}
        <a href={href('/usage')}>Usage</a>
      </p>
    </div>
  );
}
