import SwiftUI
import TidemarkKit

@main
struct TidemarkApp: App {
    @UIApplicationDelegateAdaptor(AppDelegate.self) private var appDelegate

    var body: some Scene {
        WindowGroup {
            AgendaRootView()
                .onOpenURL { url in WidgetBridge.shared.handle(url) }
        }
    }
}
