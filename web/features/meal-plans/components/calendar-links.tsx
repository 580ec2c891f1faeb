import { useId, useState } from 'react';
import { CalendarPlus, Copy, RefreshCw } from 'lucide-react';
import { webcalUrl } from '@shared/schemas/calendar';
import { Button, buttonClass } from '@web/components/ui/button';
import { inputClass, labelClass } from '@web/components/ui/form-styles';
import { Spinner } from '@web/components/ui/spinner';
import { ErrorAlert, InfoStatus, SuccessStatus } from '@web/components/ui/status-message';
import { errorMessage } from '@web/lib/api';
import { useCalendarFeed, useRotateCalendarFeed } from '../api/calendar-feed';
import { MEAL_PLAN_TEXTS } from '../texts';

const T = MEAL_PLAN_TEXTS.calendar;

/**
 * « Ajouter à mon agenda »: the household's calendar feed, as a webcal:// link that opens the device's
 * calendar app and as its https address to copy into the others; « Changer le lien » replaces it.
 */
export function CalendarLinks() {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const feed = useCalendarFeed(open);
  const rotate = useRotateCalendarFeed();
  const url = feed.data?.url;

  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopyState('copied');
    } catch {
      setCopyState('failed');
    }
  };

  return (
    <div className="space-y-3">
      <Button type="button" variant="secondary" aria-expanded={open} aria-controls={`${id}-panel`} onClick={() => setOpen((o) => !o)}>
        <CalendarPlus aria-hidden="true" className="h-4 w-4" />
        {T.open}
      </Button>
      {open && (
        <section
          id={`${id}-panel`}
          aria-labelledby={`${id}-title`}
          className="space-y-3 rounded-xl border border-brand-100 bg-brand-50 p-4 text-stone-900"
        >
          <h2 id={`${id}-title`} className="text-lg font-bold">
            {T.title}
          </h2>
          <p className="text-sm">{T.intro}</p>
          {feed.isPending && <Spinner label={T.loading} />}
          <ErrorAlert>{feed.isError ? errorMessage(feed.error, T.loadError) : null}</ErrorAlert>
          {url && (
            <>
              <div className="space-y-1">
                <a href={webcalUrl(url)} className={buttonClass({ variant: 'primary', className: 'w-full sm:w-auto' })}>
                  <CalendarPlus aria-hidden="true" className="h-4 w-4" />
                  {T.subscribe}
                </a>
                <p className="text-sm text-stone-700">{T.subscribeHelp}</p>
              </div>
              <div className="space-y-1">
                <label htmlFor={`${id}-url`} className={labelClass}>
                  {T.address}
                </label>
                <input
                  id={`${id}-url`}
                  type="text"
                  readOnly
                  value={url}
                  aria-describedby={`${id}-url-help`}
                  onFocus={(event) => event.target.select()}
                  className={`${inputClass} font-mono text-xs`}
                />
                <p id={`${id}-url-help`} className="text-sm text-stone-700">
                  {T.addressHelp}
                </p>
              </div>
              <Button type="button" variant="secondary" onClick={() => void copy(url)}>
                <Copy aria-hidden="true" className="h-4 w-4" />
                {T.copy}
              </Button>
              <p role="status" className="min-h-5 text-sm font-medium text-green-800">
                {copyState === 'copied' ? T.copied : ''}
              </p>
              <ErrorAlert>{copyState === 'failed' ? T.copyFailed : null}</ErrorAlert>
              <InfoStatus>{T.private}</InfoStatus>
              <div className="space-y-1">
                <Button
                  type="button"
                  variant="secondary"
                  disabled={rotate.isPending}
                  aria-busy={rotate.isPending || undefined}
                  aria-describedby={`${id}-rotate-help`}
                  onClick={() => {
                    setCopyState('idle');
                    rotate.mutate();
                  }}
                >
                  <RefreshCw aria-hidden="true" className="h-4 w-4" />
                  {rotate.isPending ? T.rotating : T.rotate}
                </Button>
                <p id={`${id}-rotate-help`} className="text-sm text-stone-700">
                  {T.rotateHelp}
                </p>
              </div>
              <SuccessStatus>{rotate.isSuccess ? rotate.data.message : null}</SuccessStatus>
              <ErrorAlert>{rotate.isError ? errorMessage(rotate.error, T.rotateError) : null}</ErrorAlert>
            </>
          )}
        </section>
      )}
    </div>
  );
}
