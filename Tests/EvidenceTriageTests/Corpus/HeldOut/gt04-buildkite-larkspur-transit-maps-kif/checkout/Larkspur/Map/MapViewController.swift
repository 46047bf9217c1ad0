//
//  MapViewController.swift
//  Larkspur
//

import GoogleMaps
import UIKit

final class MapViewController: UIViewController {
    private let viewModel: RouteMapViewModel
    private var mapView: GMSMapView!

    init(viewModel: RouteMapViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = viewModel.routeName
        view.accessibilityIdentifier = "map.screen"

        let options = GMSMapViewOptions()
        options.camera = GMSCameraPosition(latitude: viewModel.center.latitude,
                                           longitude: viewModel.center.longitude,
                                           zoom: 14)
        options.frame = view.bounds
        mapView = GMSMapView(options: options)
        mapView.isMyLocationEnabled = true
        mapView.accessibilityLabel = "Route map"
        view.addSubview(mapView)

        addStopMarkers()
        addRecenterButton()
    }

    private func addStopMarkers() {
        for stop in viewModel.stops {
            let marker = GMSMarker(position: stop.coordinate)
            marker.title = stop.name
            marker.accessibilityLabel = "Stop \(stop.name)"
            marker.map = mapView
        }
    }

    private func addRecenterButton() {
        let button = UIButton(type: .system, primaryAction: UIAction { [weak self] _ in
            guard let self, let location = self.mapView.myLocation else { return }
            self.mapView.animate(toLocation: location.coordinate)
        })
        button.setImage(UIImage(systemName: "location.fill"), for: .normal)
        button.accessibilityLabel = "Recenter"
        view.addSubview(button)
    }
}
