import SwiftUI

struct TourView: View {
    @StateObject private var model: TourViewModel
    let tracker: VisitTracker

    init(tour: Tour, tracker: VisitTracker) {
        _model = StateObject(wrappedValue: TourViewModel(tour: tour))
        self.tracker = tracker
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text(model.tour.title)
                .font(.largeTitle.weight(.semibold))
            Text(model.tour.subtitle)
                .foregroundStyle(.secondary)

            if model.isRunning {
                Section("Nearby exhibits") {
                    ForEach(model.nearby) { exhibit in
                        ExhibitRow(exhibit: exhibit)
                    }
                }
            } else {
                Text("\(model.tour.stops.count) stops · about \(model.tour.minutes) minutes")
                    .font(.subheadline)
                AsyncImage(url: model.tour.heroImageURL) { image in
                    image.resizable().scaledToFill()
                } placeholder: {
                    Color.secondary.opacity(0.1)
                }
                .frame(height: 180)
                .clipShape(RoundedRectangle(cornerRadius: 12))
            }

            Spacer()

            Button(model.isRunning ? "End tour" : "Start tour") {
                if model.isRunning {
                    tracker.stopTour()
                    model.isRunning = false
                } else {
                    tracker.startTour()
                    model.isRunning = true
                }
            }
            .buttonStyle(.borderedProminent)
            .accessibilityIdentifier("Start tour")
        }
        .padding()
    }
}
