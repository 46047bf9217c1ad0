/// Harbour ferry fares. Off-peak (from 19:00 and before 07:00) is 30% off.
class FareCalculator {
  const FareCalculator({this.baseFare = 4.50});

  final double baseFare;

  static const offPeakDiscount = 0.30;

  double fareAt(DateTime departure) {
    final hour = departure.hour;
    final offPeak = hour > 19 || hour < 7;
    final fare = offPeak ? baseFare * (1 - offPeakDiscount) : baseFare;
    return double.parse(fare.toStringAsFixed(2));
  }
}
