import Foundation

public struct PayloadBuilder {
    public init() {}
    public func background(mailbox: String) -> Payload {
        Payload(aps: ["contentAvailable": 1], custom: ["mailbox": mailbox])
    }
}
