import Testing
import UserNotifications
@testable import HearthNotificationService

@Suite("Attachment category") struct AttachmentCategoryTests {
    private func content(withImage: Bool) throws -> UNMutableNotificationContent {
        let c = UNMutableNotificationContent()
        c.title = "Front door"
        if withImage { c.attachments = [try .fixtureJPEG()] }
        return c
    }

    @Test func cameraEntityKeepsDynamicCategory() throws {
        let c = try content(withImage: true)
        AttachmentCategory.apply(to: c, payload: .init(entityID: "camera.front_door"))
        #expect(c.categoryIdentifier == "DYNAMIC")
    }

    /// An image-only push must not be claimed by the content extension, or the
    /// collapsed banner loses its thumbnail.
    @Test func imageOnlyNotificationDropsDynamicCategory() throws {
        let c = try content(withImage: true)
        AttachmentCategory.apply(to: c, payload: .init(entityID: nil))
        #expect(c.categoryIdentifier == "")
    }

    @Test func payloadActionsKeepDynamicCategory() throws {
        let c = try content(withImage: true)
        AttachmentCategory.apply(to: c, payload: .init(entityID: nil, actions: [.init(id: "OPEN_GARAGE")]))
        #expect(c.categoryIdentifier == "DYNAMIC")
    }
}
