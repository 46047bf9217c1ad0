import SwiftUI

@main
struct KestrelApp: App {
    init() {
        LibrarySyncScheduler.shared.register()
    }
    var body: some Scene {
        WindowGroup { LibraryView() }
            .modelContainer(StorageBootstrap.makeContainer())
    }
}
