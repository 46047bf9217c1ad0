import Quick
import Nimble
import ExternalAccessory
@testable import Tollgate

final class IAPTransportSpec: QuickSpec {
    override class func spec() {
        var transport: IAPTransport!
        var accessory: MockAccessory!
        var sessionFactory: MockSessionFactory!

        beforeEach {
            accessory = MockAccessory(connectionID: 42, protocols: ["com.smartdevicelink.prot0"])
            sessionFactory = MockSessionFactory()
            transport = IAPTransport(sessionFactory: sessionFactory)
        }

        describe("when a session opens") {
            beforeEach {
                transport.accessoryDidConnect(accessory)
                sessionFactory.lastSession?.simulateStreamsOpened()
            }

            it("should store the connection id") {
                expect(transport.connectedAccessoryID).to(equal(42))
            }
        }

        describe("when the data session closes") {
            beforeEach {
                transport.accessoryDidConnect(accessory)
                sessionFactory.lastSession?.simulateStreamsOpened()
                sessionFactory.lastSession?.simulateStreamEnd()
            }

            it("should reconnect with the same connection id") {
                expect(sessionFactory.createdSessions.last?.connectionID).toEventually(equal(42))
            }
        }
    }
}
