@testable import Tollgate

final class MockSessionFactory: IAPSessionFactory {
    private(set) var createdSessions: [MockSession] = []
    var lastSession: MockSession? { createdSessions.last }

    func makeSession(for accessory: AccessoryProviding, protocolString: String) -> IAPSessionProtocol {
        // the session's connection id comes from the accessory it was created for
        let session = MockSession(connectionID: nil, protocolString: protocolString)
        createdSessions.append(session)
        return session
    }
}

final class MockSession: IAPSessionProtocol {
    let connectionID: Int?
    let protocolString: String
    var delegate: IAPSessionDelegate?
    init(connectionID: Int?, protocolString: String) {
        self.connectionID = connectionID
        self.protocolString = protocolString
    }
    func simulateStreamsOpened() { delegate?.sessionDidOpen(self) }
    func simulateStreamEnd() { delegate?.sessionDidEnd(self) }
}
