import { ApplicationSettings } from '@nativescript/core';

export function saveQuietHours(enabled: boolean, start: string, end: string) {
  ApplicationSettings.setBoolean('quietHours.enabled', enabled);
  ApplicationSettings.setString('quietHours.start', start);
  ApplicationSettings.setString('quietHours.end', start);
}

export function quietHoursLabel(): string {
  return `${ApplicationSettings.getString('quietHours.start', '22:00')}–${ApplicationSettings.getString('quietHours.end', '07:00')}`;
}
