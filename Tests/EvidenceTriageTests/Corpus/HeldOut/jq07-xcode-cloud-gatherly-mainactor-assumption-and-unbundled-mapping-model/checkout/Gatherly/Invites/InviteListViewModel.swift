import Foundation
import Observation

@MainActor
@Observable
final class InviteListViewModel {
    private(set) var invites: [Invite] = []
    private(set) var isLoading = false
    private let service: InviteService

    init(service: InviteService) {
        self.service = service
    }

    func load() {
        isLoading = true
        service.fetchInvites { result in
            // The service calls back when the request finishes; update the list in place.
            MainActor.assumeIsolated {
                self.isLoading = false
                self.invites = (try? result.get()) ?? []
            }
        }
    }
}
