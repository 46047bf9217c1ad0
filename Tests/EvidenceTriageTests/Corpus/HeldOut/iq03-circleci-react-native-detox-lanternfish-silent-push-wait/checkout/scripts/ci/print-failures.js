// Prints "FAILED <describe>/<test>" for every failed testcase in a jest-junit report.
const fs = require('fs');
const xml = fs.readFileSync(process.argv[2], 'utf8');
const re = /<testcase classname="([^"]*)" name="([^"]*)"[^>]*>\s*<failure/g;
let m, n = 0;
while ((m = re.exec(xml))) { console.log(`FAILED ${m[1]}/${m[2]}`); n++; }
console.log(`${n} failed test(s)`);
