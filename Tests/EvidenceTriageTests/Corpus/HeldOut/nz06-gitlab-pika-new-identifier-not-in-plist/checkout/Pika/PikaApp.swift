import SwiftUI

@main
struct PikaApp: App {
    init() {
        SyncTask.register()
        PantryRefresh.register()
    }
    var body: some Scene { WindowGroup { ListsView() } }
}
