import Combine
import Foundation

final class BadgeViewModel {
    private var cancellables = Set<AnyCancellable>()
    private let service: UnreadService
    private(set) var badgeText: String?
    var didChangeBadge: (String?) -> Void = { _ in }

    init(service: UnreadService) { self.service = service }

    func start() {
        service.unread
            .dropFirst()
            .receive(on: DispatchQueue.main)
            .sink { [weak self] count in
                let text = count > 0 ? "\(count)" : nil
                self?.badgeText = text
                self?.didChangeBadge(text)
            }
            .store(in: &cancellables)
    }
}
