import SwiftUI

@main
struct SaltmarshApp: App {
    init() {
        // BGTaskScheduler handlers must be registered before launch completes.
        SightingSyncScheduler.shared.registerAtLaunch()
    }

    var body: some Scene {
        WindowGroup {
            SightingListView()
        }
    }
}
