#!/usr/bin/env node
// Writes environment-specific keys into ios/Tamarack/Info.plist before the native build.
// Usage: node scripts/ios-config.js --env <dev|e2e|prod>
const fs = require('fs');
const path = require('path');

const envName = process.argv[process.argv.indexOf('--env') + 1] || 'dev';
const configuration = require(path.join(__dirname, '..', 'config', `${envName}.json`));
const infoPlist = path.join(__dirname, '..', 'ios', 'Tamarack', 'Info.plist');

const logInfo = (msg) => console.log(`[ios-config] ${msg}`);

function replaceArray(xml, key, itemsXml) {
  const re = new RegExp(`<key>${key}</key>\\s*<array>[\\s\\S]*?</array>`);
  const block = `<key>${key}</key>\n\t<array>\n${itemsXml}\n\t</array>`;
  return re.test(xml) ? xml.replace(re, block) : xml.replace('</dict>\n</plist>', `\t${block}\n</dict>\n</plist>`);
}

let xml = fs.readFileSync(infoPlist, 'utf8');

logInfo(`env: ${envName}`);
logInfo(
  `updating iOS background modes: [${configuration.UIBackgroundModes.map(u => u.string)}]`
);
xml = replaceArray(
  xml,
  'UIBackgroundModes',
  `\t\t<string>${configuration.UIBackgroundModes.forEach(mode => {
    return mode.string;
  })}</string>`
);

logInfo(`updating BGTaskSchedulerPermittedIdentifiers: [${configuration.BGTaskSchedulerPermittedIdentifiers}]`);
xml = replaceArray(
  xml,
  'BGTaskSchedulerPermittedIdentifiers',
  configuration.BGTaskSchedulerPermittedIdentifiers.map(id => `\t\t<string>${id}</string>`).join('\n')
);

fs.writeFileSync(infoPlist, xml);
logInfo(`wrote ${path.relative(process.cwd(), infoPlist)}`);
