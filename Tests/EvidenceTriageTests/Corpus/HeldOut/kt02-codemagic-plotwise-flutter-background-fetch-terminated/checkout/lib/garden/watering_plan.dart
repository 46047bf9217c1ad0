import 'forecast.dart';

class WateringPlan {
  WateringPlan(this.forecast);
  final List<DayForecast> forecast;

  List<DateTime> wateringDays() => forecast
      .where((d) => d.rainMm < 0.5 || d.rainProbability < 60)
      .map((d) => d.date)
      .toList();
}
