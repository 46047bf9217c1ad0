import RevenueCat

@MainActor
final class PaywallModel: ObservableObject {
    @Published var packages: [Package] = []
    @Published var errorText: String?

    func load() async {
        do {
            let offerings = try await Purchases.shared.offerings()
            packages = offerings.current?.availablePackages ?? []
        } catch {
            errorText = error.localizedDescription
        }
    }
}
