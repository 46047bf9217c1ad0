import UIKit

final class IntegrationsManager {
    let serialQueue = DispatchQueue(label: "io.pennant.analytics.integrations")
    private var integrations: [String: Integration] = [:]
    private let storage: Storage
    private let factories: [IntegrationFactory]

    init(storage: Storage, factories: [IntegrationFactory]) {
        self.storage = storage
        self.factories = factories
        pen_mark(serialQueue)
    }

    var cachedSettings: [String: Any]? {
        get { storage.dictionary(forKey: "analytics.settings.v2") }
        set {
            storage.set(newValue, forKey: "analytics.settings.v2")
            updateIntegrations(with: newValue ?? [:])
        }
    }

    func updateIntegrations(with settings: [String: Any]) {
        pen_dispatch_specific(serialQueue, wait: true) {
            for factory in self.factories where self.integrations[factory.key] == nil {
                // Integrations that own UI (flush timers, lifecycle observers) are created on main.
                DispatchQueue.main.sync {
                    self.integrations[factory.key] = factory.create(settings: settings)
                }
            }
        }
    }
}
