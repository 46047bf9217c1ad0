import Foundation

@MainActor final class LoginViewModel: ObservableObject {
    @Published var errorMessage: String?

    func handle(_ error: APIError) {
        switch error {
        case .unauthorized: errorMessage = "Something went wrong. Please try again."
        case .network: errorMessage = "You appear to be offline."
        default: errorMessage = "Something went wrong. Please try again."
        }
    }
}
