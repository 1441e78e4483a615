// Translation keys are typed from the source language (English): a key that does not exist there is
// a type error. Add a line here when a namespace is added to locales/en.
import type common from '../../../../locales/en/common.json';
import type ui from '../../../../locales/en/ui.json';
import type portal from '../../../../locales/en/portal.json';
import type site from '../../../../locales/en/site.json';
import type publicSite from '../../../../locales/en/public.json';
import type consoleArea from '../../../../locales/en/console.json';
import type billing from '../../../../locales/en/billing.json';
import type account from '../../../../locales/en/account.json';
import type wallet from '../../../../locales/en/wallet.json';
import type chains from '../../../../locales/en/chains.json';
import type contracts from '../../../../locales/en/contracts.json';
import type builder from '../../../../locales/en/builder.json';
import type explorer from '../../../../locales/en/explorer.json';
import type gateway from '../../../../locales/en/gateway.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      ui: typeof ui;
      portal: typeof portal;
      site: typeof site;
      public: typeof publicSite;
      console: typeof consoleArea;
      billing: typeof billing;
      account: typeof account;
      wallet: typeof wallet;
      chains: typeof chains;
      contracts: typeof contracts;
      builder: typeof builder;
      explorer: typeof explorer;
      gateway: typeof gateway;
    };
  }
}
