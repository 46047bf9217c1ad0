import Foundation

@MainActor
final class RestoreFlow {
    let restorer: Restoring
    private(set) var message: String?
    init(restorer: Restoring) { self.restorer = restorer }

    func restore() async {
        let entitlements = (try? await restorer.restore()) ?? []
        message = entitlements.isEmpty ? nil : "Purchases restored."
    }
}
