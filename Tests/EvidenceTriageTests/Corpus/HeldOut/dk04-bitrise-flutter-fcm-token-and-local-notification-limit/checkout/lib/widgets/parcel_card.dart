import 'package:flutter/material.dart';
import 'package:intl/intl.dart';

class ParcelCard extends StatelessWidget {
  const ParcelCard({super.key, required this.parcelId, required this.carrier, required this.etaUtc, required this.zone});
  factory ParcelCard.sample() => ParcelCard(parcelId: 'PP-1', carrier: 'DHL', etaUtc: DateTime.utc(2026), zone: 'UTC');

  final String parcelId;
  final String carrier;
  final DateTime etaUtc;
  final String zone;

  @override
  Widget build(BuildContext context) {
    // BUG: formats the UTC value directly; zone is ignored.
    final eta = DateFormat('HH:mm').format(etaUtc);
    return Card(child: Column(children: [
      Image.asset('assets/carriers/${carrier.toLowerCase()}.png', key: const Key('carrier-logo')),
      Text('Arrives $eta'),
    ]));
  }
}
