import { Component, OnInit } from '@angular/core';
import { App } from '@capacitor/app';

@Component({ selector: 'app-settings', templateUrl: 'settings.page.html' })
export class SettingsPage implements OnInit {
  versionLabel = '';

  async ngOnInit() {
    const info = await App.getInfo();
    this.versionLabel = `${info.version} (${info.version})`;
  }
}
