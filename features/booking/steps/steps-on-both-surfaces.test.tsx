// @vitest-environment jsdom
/**
 * One step, two surfaces: the booking page's service, master, review and done steps (rendered to HTML as
 * the server sends them, links for choices) and the panel's (rendered by the client, radios)
 * show the same lists with the same names, meta and order, from the same salon data; the
 * sign-in step the same fields, controls and refusals, a form posted on the page and sent by
 * script in the panel. A copy
 * of a step's markup on one surface that drifts from the other fails here.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SignInForm } from '@/features/account/SignInForm';
import { readFlowAddress } from '@/lib/booking/flow/flow-address';
import type { Appointment, BookingService } from '@/lib/booking/types';
import messages from '@/locales/en.json';
import { DoneStep as PanelDoneStep } from '../panel/DoneStep';
import { MasterStep as PanelMasterStep } from '../panel/MasterStep';
import { MasterStep as PageMasterStep, ServiceStep as PageServiceStep } from '../page/PageChoiceSteps';
import type { StepProps } from '../page/step-props';
import { DoneStep as PageDoneStep } from '../page/PageDoneStep';
import { ReviewStep as PageReviewStep, SignInStep as PageSignInStep } from '../page/PageFormSteps';
import { ReviewStep as PanelReviewStep } from '../panel/ReviewStep';
import { ServiceStep as PanelServiceStep } from '../panel/ServiceStep';
import type { BookingCatalogue } from '../panel/use-booking-data';

// The page asks the API's own handler who takes a service; here it answers as the panel's query does.
const takes = ['40013', '40012'];
vi.mock('../page/booking-page-data', () => ({
  askMasters: async () => ({ ok: true, value: { employees: takes } }),
}));

const service = (
  id: string,
  name: string,
  categoryId: string | null,
  minutes: number,
  price: number,
): BookingService => ({
  id,
  categoryId,
  name,
  durationMinutes: minutes,
  gender: null,
  description: null,
  prices: [{ locationId: '500', price }],
  currency: 'GBP',
});
const services = [
  service('1001', 'Classic Gel Manicure', '21', 45, 40),
  service('1002', 'Classic Pedicure (No Polish)', '22', 60, 60),
  service('1003', 'Gel Removal', null, 15, 10),
  service('1004', 'Luxury Gel Manicure', '21', 75, 65),
];
const categories = [
  { id: '20', name: 'Nails', parentId: null },
  { id: '21', name: 'Manicure', parentId: '20' },
  { id: '22', name: 'Pedicure', parentId: '20' },
];
const refs = {
  services: {
    'classic-gel-manicure': ['1001'],
    'classic-pedicure-no-polish': ['1002'],
    'gel-removal': ['1003'],
    'luxury-gel-manicure': ['1004'],
  },
  categories: {},
  // The catalogue lists pedicures before manicures; a service page suggests removal with a gel manicure.
  order: ['1002', '1001', '1004', '1003'],
  additions: { 'classic-gel-manicure': ['1003'] },
  masters: [
    { employeeId: '40012', slug: 'amelia-hart', name: 'Amelia Hart', rating: 4.86, photo: null },
    { employeeId: '40013', slug: 'hannah-oconnell', name: "Hannah O'Connell", rating: null, photo: null },
  ],
};
const location = {
  id: '500',
  name: 'Backstage Chelsea',
  city: 'London',
  street: "118 King's Road",
  phone: '+44 20 7946 0958',
  timeZone: 'Europe/London',
  active: true,
  geo: null,
};
const panelCatalogue = {
  services,
  categories,
  employees: [],
  location,
  refs,
  pending: false,
  error: null,
  retry: () => {},
} satisfies BookingCatalogue;
const pageProps = (book: string): StepProps => ({
  address: readFlowAddress(new URLSearchParams({ book }))!,
  catalogue: { services, categories, employees: [], location, refs, available: true },
  locale: 'en',
  path: '/book/',
  query: { book },
});

const withIntl = (children: ReactNode) => (
  <NextIntlClientProvider locale="en" messages={messages} timeZone="Europe/London">
    {children}
  </NextIntlClientProvider>
);

/** The page's HTML as the server sends it, in a document of its own. */
function serverHtml(element: ReactNode) {
  const host = document.createElement('div');
  host.innerHTML = renderToString(withIntl(element));
  document.body.append(host);
  return host;
}

/** What a screen reader reads of an element: its text, less what is hidden from it. */
function spoken(element: Element) {
  const copy = element.cloneNode(true) as Element;
  copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
  return copy.textContent!.replace(/\s+/g, ' ').trim();
}

/** Each list of a step (its name) with each option's control: a link or a radio, named by what it reads, in order. */
function lists(root: HTMLElement, scope: string) {
  const step = within(root).getByRole(scope === 'Master' ? 'list' : 'group', { name: scope });
  const all = scope === 'Master' ? [step] : within(step).getAllByRole('list');
  return all.map((list) => ({
    list: list.getAttribute('aria-label'),
    options: within(list)
      .getAllByRole('listitem')
      .map((item) => {
        const [control, ...more] = item.querySelectorAll('a[href], input[type="radio"]');
        expect(more, 'one control an option').toEqual([]);
        const role = control!.tagName === 'A' ? 'link' : 'radio';
        const name = spoken(role === 'link' ? control! : control!.closest('label')!);
        // The same name as assistive technology computes it.
        expect(within(item).getByRole(role, { name })).toBe(control);
        return { name, role };
      }),
  }));
}
const names = (shown: ReturnType<typeof lists>) =>
  shown.map(({ list, options }) => ({ list, options: options.map((option) => option.name) }));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the service step', () => {
  it('lists the same groups, services, durations and prices in the same order on the page and in the panel', () => {
    const page = serverHtml(<PageServiceStep {...pageProps('all')} />);
    const panel = render(
      withIntl(<PanelServiceStep catalogue={panelCatalogue} only={null} leading={null} selected={null} onChoose={() => {}} />),
    ).container;

    const onPage = lists(page, 'Service');
    const inPanel = lists(panel, 'Service');
    expect(onPage.flatMap(({ options }) => options.map((option) => option.role))).toEqual(Array(4).fill('link'));
    expect(inPanel.flatMap(({ options }) => options.map((option) => option.role))).toEqual(Array(4).fill('radio'));
    // Categories and their services in the catalogue's order; durations as the catalogue writes them.
    expect(names(onPage)).toEqual([
      { list: 'Nails › Pedicure', options: ['Classic Pedicure (No Polish) 1 h · £60'] },
      { list: 'Nails › Manicure', options: ['Classic Gel Manicure 45 min · £40', 'Luxury Gel Manicure 1 h 15 min · £65'] },
      { list: 'Other services', options: ['Gel Removal 15 min · £10'] },
    ]);
    expect(names(inPanel)).toEqual(names(onPage));
    // The panel's own parts, which the page has no use for.
    expect(within(panel).getByRole('searchbox', { name: 'Search services' })).toBeInTheDocument();
    expect(within(page).queryByRole('searchbox')).toBeNull();
  });

  it("lists a service page's own service and its add-ons first, then the rest by category, on both", () => {
    const opened = pageProps('service:classic-gel-manicure');
    // On the page, another service is being added to the visit of the page's own service.
    const page = serverHtml(
      <PageServiceStep
        {...opened}
        address={{ ...opened.address, items: [{ slug: 'classic-pedicure-no-polish', master: 'any' }], adding: true }}
      />,
    );
    const panel = render(
      withIntl(
        <PanelServiceStep
          catalogue={panelCatalogue}
          only={null}
          leading={['1001', '1003']}
          selected={null}
          onChoose={() => {}}
        />,
      ),
    ).container;
    const forThisService = {
      list: 'For this service',
      options: ['Classic Gel Manicure 45 min · £40', 'Gel Removal 15 min · £10'],
    };
    expect(names(lists(page, 'Service'))).toEqual([
      forThisService,
      { list: 'Nails › Manicure', options: ['Luxury Gel Manicure 1 h 15 min · £65'] },
    ]);
    expect(names(lists(panel, 'Service'))).toEqual([
      forThisService,
      { list: 'Nails › Pedicure', options: ['Classic Pedicure (No Polish) 1 h · £60'] },
      { list: 'Nails › Manicure', options: ['Luxury Gel Manicure 1 h 15 min · £65'] },
    ]);
  });

  it('says the same when nothing is left to choose', () => {
    const page = serverHtml(
      <PageServiceStep
        {...pageProps(
          'service:classic-gel-manicure,service:classic-pedicure-no-polish,service:gel-removal,service:luxury-gel-manicure',
        )}
        address={{
          ...pageProps('all').address,
          items: Object.keys(refs.services).map((slug) => ({ slug, master: 'any' })),
          adding: true,
        }}
      />,
    );
    const panel = render(
      withIntl(
        <PanelServiceStep
          catalogue={{ ...panelCatalogue, services: [] }}
          only={null}
          leading={null}
          selected={null}
          onChoose={() => {}}
        />,
      ),
    ).container;
    expect(within(page).getByText('No service matches your search.')).toBeInTheDocument();
    expect(within(panel).getByText('No service matches your search.')).toBeInTheDocument();
  });
});

describe('the master step', () => {
  it('lists "Any master", then the masters who take the service with their ratings, the same on both', async () => {
    const page = serverHtml(await PageMasterStep(pageProps('service:classic-gel-manicure')));
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
    client.setQueryData(['availability', '1001', 'any', null], { employees: takes });
    const panel = render(
      withIntl(
        <QueryClientProvider client={client}>
          <PanelMasterStep catalogue={panelCatalogue} serviceId="1001" preferred={null} onChoose={() => {}} />
        </QueryClientProvider>,
      ),
    ).container;

    const onPage = names(lists(page, 'Master'));
    expect(onPage).toEqual([
      {
        list: 'Master',
        options: [
          'Any master The first master free at the time you choose',
          "Hannah O'Connell Not rated yet",
          'Amelia Hart Rated 4.9 out of 5',
        ],
      },
    ]);
    expect(names(lists(panel, 'Master'))).toEqual(onPage);
    expect(within(panel).getByRole('radio', { name: /^Any master/ })).toBeChecked();
  });
});

const booked: Appointment = {
  id: 'a-17',
  locationId: '500',
  clientId: 'c-1',
  state: 'booked',
  start: '2026-12-01T10:00:00.000Z',
  sequence: 0,
  services: [
    {
      id: 's-1',
      serviceId: '1001',
      employeeId: '40012',
      start: '2026-12-01T10:00:00.000Z',
      end: '2026-12-01T10:45:00.000Z',
      quantity: 1,
      price: 40,
    },
  ],
};

describe('the done step', () => {
  it('confirms and offers the same calendar file on both, the panel with the visit as booked', () => {
    const page = serverHtml(<PageDoneStep {...pageProps('service:classic-gel-manicure@any')} appointmentId="a-17" />);
    const panel = render(withIntl(<PanelDoneStep catalogue={panelCatalogue} appointment={booked} />)).container;
    for (const surface of [page, panel]) {
      expect(within(surface).getByRole('status')).toHaveTextContent(
        'Your booking is confirmed. We look forward to seeing you.',
      );
      const calendar = within(surface).getByRole('link', { name: 'Add to calendar' });
      expect(calendar).toHaveAttribute('href', '/api/booking/appointments/a-17/calendar');
      expect(calendar).toHaveAttribute('download', 'booking-a-17.ics');
    }
    const visit = within(panel).getByRole('list', { name: 'The services of your visit' });
    expect(within(visit).getByRole('listitem')).toHaveTextContent(
      'ServiceClassic Gel ManicureMasterAmelia HartTime10:00Duration45 minPrice£40',
    );
    expect(within(panel).getByText("Backstage Chelsea, 118 King's Road")).toBeInTheDocument();
    expect(within(page).getByRole('link', { name: 'Book another visit' })).toHaveAttribute('href', '/book/');
  });
});

describe('the review step', () => {
  it('shows the same services, masters, times, total and address on both, each with its own controls', async () => {
    const book = 'service:classic-gel-manicure@amelia-hart,service:classic-pedicure-no-polish@any';
    const query = { book, day: '2026-12-01', at: '2026-12-01T10:00:00.000Z' };
    const page = serverHtml(
      <PageReviewStep {...pageProps(book)} address={readFlowAddress(new URLSearchParams(query))!} query={query} />,
    );
    const none = () => {};
    const panel = render(
      withIntl(
        <QueryClientProvider client={new QueryClient()}>
          <PanelReviewStep
            catalogue={panelCatalogue}
            visit={[
              { serviceId: '1001', employeeId: '40012' },
              { serviceId: '1002', employeeId: 'any' },
            ]}
            date={query.day}
            start={query.at}
            onBooked={none}
            onChangeTime={none}
            onPickAnotherDay={none}
            onSignedOut={none}
            onAddService={none}
            onRemoveService={none}
            onChangeMaster={none}
          />
        </QueryClientProvider>,
      ),
    ).container;
    const review = (surface: HTMLElement) => {
      const list = within(surface).getByRole('list', { name: 'The services of your visit' });
      return {
        services: within(list)
          .getAllByRole('listitem')
          .map((item) => spoken(item)),
        visit: spoken(list.nextElementSibling!),
      };
    };
    expect(review(page)).toEqual(review(panel));
    expect(review(page).services[0]).toContain('Classic Gel ManicureMasterAmelia HartTime10:00');
    expect(review(page).visit).toContain('£100');
    // The same controls for each service: links to the step on the page, buttons in the panel.
    const remove = { name: 'Remove Classic Pedicure (No Polish)' };
    // The time goes (the visit it fitted is gone), the day stays.
    expect(within(page).getByRole('link', remove).getAttribute('href')).toBe(
      '/book/?book=service%3Aclassic-gel-manicure%40amelia-hart&day=2026-12-01#step',
    );
    expect(within(panel).getByRole('button', remove)).toBeInTheDocument();
    const change = { name: 'Change the master for Classic Gel Manicure' };
    expect(within(page).getByRole('link', change).getAttribute('href')).toMatch(/master=1/);
    expect(within(panel).getByRole('button', change)).toBeInTheDocument();
  });
});

/** A sign-in form as a person meets it: each field (its label and what the browser offers), each control, the alert. */
function signInShape(root: HTMLElement) {
  const form = root.querySelector('form')!;
  return {
    fields: [...form.querySelectorAll('input:not([type="hidden"])')].map((input) => ({
      label: form.querySelector(`label[for="${input.id}"]`)?.textContent,
      type: input.getAttribute('type'),
      autoComplete: input.getAttribute('autocomplete'),
      inputMode: input.getAttribute('inputmode'),
      invalid: input.getAttribute('aria-invalid'),
    })),
    // (The page's alert also links to its field, for want of a script to move the focus.)
    controls: [...form.querySelectorAll('button, a')]
      .filter((control) => !control.closest('[role="alert"]'))
      .map((control) => control.textContent),
    alert: within(form).queryByRole('alert')?.textContent ?? null,
  };
}

describe('the sign-in step', () => {
  beforeEach(() => vi.stubEnv('SITE_URL', 'http://localhost:3000'));
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
  });
  const onPage = async (query: Record<string, string>) =>
    serverHtml(await PageSignInStep({ ...pageProps('service:classic-gel-manicure@any'), query }));

  it('asks the same phone, then the same code and names, with the same controls and refusals, on both', async () => {
    const answers: Record<string, { status: number; body: unknown }[]> = {
      '/api/auth/code': [{ status: 200, body: { sent: true, expiresInSeconds: 600 } }],
      '/api/auth/confirm': [
        { status: 422, body: { error: 'wrong_code', field: 'code', attemptsLeft: 2 } },
        { status: 404, body: { error: 'registration_required' } },
      ],
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string) => {
        const answer = answers[path]!.shift()!;
        return Response.json(answer.body, { status: answer.status });
      }),
    );
    const panel = render(withIntl(<SignInForm />)).container;
    const inPanel = within(panel);
    const user = userEvent.setup();

    const phone = signInShape(await onPage({}));
    expect(phone.fields).toEqual([
      { label: 'Phone number', type: 'tel', autoComplete: 'tel', inputMode: 'tel', invalid: null },
    ]);
    expect(phone.controls).toEqual(['Send the code']);
    expect(signInShape(panel)).toEqual(phone);

    await user.type(inPanel.getByLabelText('Phone number'), '07700 900123');
    await user.click(inPanel.getByRole('button', { name: 'Send the code' }));
    await inPanel.findByLabelText('Code from the text message');
    const code = signInShape(await onPage({ signin: 'code' }));
    expect(code.controls).toEqual(['Sign in', 'Use another phone number']);
    expect(signInShape(panel)).toEqual(code);

    await user.type(inPanel.getByLabelText('Code from the text message'), '123456');
    await user.click(inPanel.getByRole('button', { name: 'Sign in' }));
    await inPanel.findByRole('alert');
    const wrong = signInShape(
      await onPage({ signin: 'code', error: 'wrong_code', field: 'code', left: '2', status: '422' }),
    );
    expect(wrong.alert).toBe('The code is not right. 2 attempts left.');
    expect(wrong.fields[0]!.invalid).toBe('true');
    expect(signInShape(panel)).toEqual(wrong);
    expect(document.querySelector('#sign-in-problem a')).toHaveAttribute('href', '#code');

    await user.click(inPanel.getByRole('button', { name: 'Sign in' }));
    await inPanel.findByLabelText('First name');
    // A new client types the code once. The panel keeps it in its field; the page's server
    // kept it from the form before, so its name form asks for the names alone and says so.
    const registerPage = await onPage({ signin: 'register' });
    const register = signInShape(registerPage);
    expect(register.fields.map((field) => field.label)).toEqual(['First name', 'Last name']);
    expect(within(registerPage).getByText('Your code is confirmed: your name is all we need to finish.')).toBeVisible();
    expect(register.controls).toEqual(['Register and sign in', 'Use another phone number']);
    const inPanelRegister = signInShape(panel);
    expect(inPanelRegister.fields.map((field) => field.label)).toEqual([
      'Code from the text message',
      'First name',
      'Last name',
    ]);
    expect(inPanel.getByLabelText('Code from the text message')).toHaveValue('123456');
    expect(inPanelRegister.controls).toEqual(register.controls);
    // The kept code refused (lapsed): the page asks for it again.
    const again = signInShape(await onPage({ signin: 'register', error: 'invalid_request', field: 'code', status: '400' }));
    expect(again.fields.map((field) => field.label)).toEqual(['Code from the text message', 'First name', 'Last name']);
  });
});
