import SwiftUI

@main
struct KitelineApp: App {
    init() {
        BLECentral.shared.start()   // created at launch so willRestoreState can be delivered
    }
    var body: some Scene { WindowGroup { DashboardView() } }
}
