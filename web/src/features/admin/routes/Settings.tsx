/**
 * Settings: list and delete PDFs, videos and exams, and upload home-page slides — one tab each
 * (the WAI-ARIA tabs pattern: arrow keys, Home and End move between tabs). The open tab is in the
 * address (?tab=videos), so a reload or a shared link opens the same one.
 */
import { useRef, type ComponentType, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { adminTexts } from '../../../texts/en-admin';
import { AdminPage } from '../components/AdminPage';
import { ExamSettings } from '../components/settings/ExamSettings';
import { TuteSettings } from '../components/settings/TuteSettings';
import { SlideSettings } from '../components/settings/SlideSettings';
import { VideoSettings } from '../components/settings/VideoSettings';

const t = adminTexts.settings;
const TABS = ['pdfs', 'videos', 'exams', 'slides'] as const;
type Tab = (typeof TABS)[number];

const PANELS: Record<Tab, ComponentType> = {
  pdfs: TuteSettings,
  videos: VideoSettings,
  exams: ExamSettings,
  slides: SlideSettings,
};

const isTab = (value: string | null): value is Tab => TABS.includes(value as Tab);

export default function Settings() {
  // Read and written with the router's core hooks: useSearchParams would keep its helpers in every
  // visitor's first load, since react-router sits in the entry chunk.
  const { search } = useLocation();
  const navigate = useNavigate();
  const requested = new URLSearchParams(search).get('tab');
  const current: Tab = isTab(requested) ? requested : 'pdfs';
  const tabRefs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});
  const Panel = PANELS[current];

  const select = (tab: Tab, focus = false) => {
    navigate({ search: tab === 'pdfs' ? '' : `?tab=${tab}` }, { replace: true });
    if (focus) tabRefs.current[tab]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const index = TABS.indexOf(current);
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: TABS.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(TABS[(target + TABS.length) % TABS.length]!, true);
  };

  return (
    <AdminPage title={adminTexts.sections.settings} heading={t.heading}>
      <div className="tabs" role="tablist" aria-label={t.tabsLabel} onKeyDown={onKeyDown}>
        {TABS.map((tab) => (
          <button
            key={tab}
            ref={(el) => {
              tabRefs.current[tab] = el;
            }}
            type="button"
            role="tab"
            id={`settings-tab-${tab}`}
            className="tabs__tab"
            aria-selected={tab === current}
            aria-controls={`settings-panel-${tab}`}
            tabIndex={tab === current ? 0 : -1}
            onClick={() => select(tab)}
          >
            {t.tabs[tab]}
          </button>
        ))}
      </div>
      <div
        className="tabs__panel"
        role="tabpanel"
        id={`settings-panel-${current}`}
        aria-labelledby={`settings-tab-${current}`}
        tabIndex={0}
      >
        <Panel key={current} />
      </div>
    </AdminPage>
  );
}
