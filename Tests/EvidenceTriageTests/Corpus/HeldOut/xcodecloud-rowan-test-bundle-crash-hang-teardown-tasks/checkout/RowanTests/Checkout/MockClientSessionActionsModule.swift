@testable import Rowan

/// Records the calls the checkout scopes make to the client-session module.
final class MockClientSessionActionsModule: ClientSessionActionsProtocol {
    private(set) var selectedNetworks: [CardNetwork] = []
    private(set) var paymentMethodTypes: [String] = []
    var resultToReturn: Result<Void, Error> = .success(())

    func selectCardNetwork(_ network: CardNetwork) async throws {
        selectedNetworks.append(network)
        try resultToReturn.get()
    }

    func selectPaymentMethodIfNeeded(_ type: String, cardNetwork: String?) async throws {
        paymentMethodTypes.append(type)
        try resultToReturn.get()
    }
}
