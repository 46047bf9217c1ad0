import Foundation
import Observation

@MainActor @Observable
final class TideAlertViewModel {
    private(set) var bannerText = ""
    private let service: TideService

    init(service: TideService) { self.service = service }

    func refresh() async {
        let apply = { [unowned self] (tides: [Tide]) in
            self.applyTides(tides)
        }
        await Task.detached { [service] in
            let tides = (try? await service.upcomingTides()) ?? []
            await backgroundDeliver(tides, to: apply)
        }.value
    }

    func applyTides(_ tides: [Tide]) {
        MainActor.preconditionIsolated()
        bannerText = tides.first.map { "High tide \($0.time.formatted(date: .omitted, time: .shortened))" } ?? "No tides"
    }
}

func backgroundDeliver(_ tides: [Tide], to closure: ([Tide]) -> Void) async {
    closure(tides)
}
