import Testing
import Combine
@testable import QuillHarbor

@MainActor
struct BadgeViewModelTests {
    @Test func badgeStartsEmpty() {
        let model = BadgeViewModel(service: UnreadService())
        #expect(model.badgeText == nil)
    }

    @Test func badgeUpdatesWhenServiceEmits() async {
        let service = UnreadService()
        let model = BadgeViewModel(service: service)
        model.start()

        await confirmation { updated in
            model.didChangeBadge = { _ in updated() }
            service.unread.send(3)
        }
    }
}
