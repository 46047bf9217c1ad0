import Foundation

final class ThermalStateObserver {
    private let breadcrumbs: BreadcrumbStore

    init(breadcrumbs: BreadcrumbStore) {
        self.breadcrumbs = breadcrumbs
        NotificationCenter.default.addObserver(self, selector: #selector(changed),
                                               name: ProcessInfo.thermalStateDidChangeNotification, object: nil)
    }

    @objc private func changed() {
        let state = ProcessInfo.processInfo.thermalState
        breadcrumbs.leave(type: .process, name: "Thermal State Changed", metadata: ["to": state.pulsewireName])
    }
}
