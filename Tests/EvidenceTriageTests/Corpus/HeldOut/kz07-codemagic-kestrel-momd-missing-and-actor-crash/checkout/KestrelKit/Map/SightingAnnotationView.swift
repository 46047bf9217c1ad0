import MapKit

@MainActor
public final class SightingAnnotationView: MKMarkerAnnotationView {
    public let calloutLabel = UILabel()

    public init(sighting: Sighting) {
        super.init(annotation: SightingAnnotation(sighting), reuseIdentifier: "sighting")
        calloutLabel.text = SpeciesNameFormatter.display(sighting.species)
        detailCalloutAccessoryView = calloutLabel
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
