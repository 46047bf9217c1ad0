import Foundation

struct RingtoneSettings {
    let store: SettingsStore
    var selected: Ringtone { store.ringtone ?? Ringtone(fileName: "Ringtone.caf") }
}
