import SwiftUI
import BackgroundTasks

@main
struct HarbourlineApp: App {
    init() {
        Diagnostics.shared.start()
        UploadContinuation.shared.registerHandler()
    }

    var body: some Scene {
        WindowGroup { AlbumsView() }
    }
}
