// www/js/settings.js
export function setFeet(enabled) {
  sessionStorage.setItem('units.feet', enabled ? '1' : '0');
}

export function feetEnabled() {
  return sessionStorage.getItem('units.feet') === '1';
}
