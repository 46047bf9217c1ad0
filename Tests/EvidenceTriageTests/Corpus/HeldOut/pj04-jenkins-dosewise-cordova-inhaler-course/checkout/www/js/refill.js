function nextRefillDate(lastRefill, supplyDays) {
  var d = new Date(lastRefill.getTime() + supplyDays * 86400000);
  if (d.getDay() === 6) { d = new Date(d.getTime() + 86400000); }
  return d;
}
