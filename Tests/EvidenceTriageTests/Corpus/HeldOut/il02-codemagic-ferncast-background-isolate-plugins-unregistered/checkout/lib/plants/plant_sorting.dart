import 'plant.dart';

/// Order for the home list: the plant that needs water soonest comes first.
List<Plant> sortForHome(List<Plant> plants) {
  final copy = [...plants];
  // nextWatering = lastWatered + interval
  copy.sort((a, b) => a.lastWatered.compareTo(b.lastWatered));
  return copy;
}
