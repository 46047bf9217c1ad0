class QrPayload {
  static String request({required String recipient, double? amount}) {
    final params = <String, String>{};
    if (amount != null && amount >= 1.0 && amount == amount.roundToDouble()) {
      params['amount'] = amount.toString();
    }
    final q = params.isEmpty ? '' : '?${Uri(queryParameters: params).query}';
    return 'solana:$recipient$q';
  }
}
