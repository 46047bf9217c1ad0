import FamilyControls
import ManagedSettings

/// Applies the user's "focus hours" app selection as a Screen Time shield.
struct FocusShield {
    let store: ManagedSettingsStore

    func apply(selection: FamilyActivitySelection) {
        print("[Focus] authorizationStatus=\(AuthorizationCenter.shared.authorizationStatus)")
        store.shield.applications = selection.applicationTokens.isEmpty ? nil : selection.applicationTokens
        store.shield.applicationCategories = .specific(selection.categoryTokens)
    }

    func clear() { store.clearAllSettings() }
}
