import Foundation
import UIKit

/// Decides when the app graph (and with it the Core Data store) may be built.
/// A background launch (BGAppRefreshTask, silent push) can arrive before first unlock,
/// while files with NSFileProtectionComplete are still unreadable.
protocol ProtectedDataProviding: AnyObject {
    var isProtectedDataAvailable: Bool { get }
    var applicationState: UIApplication.State { get }
    func observeProtectedDataAvailable(_ handler: @escaping () -> Void) -> NSObjectProtocol
}

protocol AppBuilding {
    func buildApp() throws -> LanternContainer
}

final class LaunchStartup {
    enum State: Equatable { case idle, waitingForProtectedData, started }

    private let provider: ProtectedDataProviding
    private let builder: AppBuilding
    private var observer: NSObjectProtocol?
    private(set) var state: State = .idle
    private(set) var container: LanternContainer?

    init(provider: ProtectedDataProviding, builder: AppBuilding) {
        self.provider = provider
        self.builder = builder
    }

    func start() {
        let background = provider.applicationState == .background
        NSLog("[Launch] state=%@ protectedData=%@", background ? "background" : "foreground",
              provider.isProtectedDataAvailable ? "true" : "false")
        if background && !provider.isProtectedDataAvailable {
            state = .waitingForProtectedData
            NSLog("[Launch] waiting_for_protected_data")
        }
        // Builds the graph right away; the wait above only records the state.
        buildNow()
        observer = provider.observeProtectedDataAvailable { [weak self] in
            self?.buildNow()
        }
    }

    private func buildNow() {
        do {
            container = try builder.buildApp()
            state = .started
        } catch {
            NSLog("[Launch] CoreDataStack failed to open store: %@", String(describing: error))
        }
    }
}
