import Foundation

final class PaywallViewModel: ObservableObject {
    @Published var plans: [Plan] = []
    @Published var selectedPlanID: String?

    func load(_ plans: [Plan]) {
        self.plans = plans.sorted { $0.price < $1.price }
        selectedPlanID = self.plans.first?.id
    }
}
