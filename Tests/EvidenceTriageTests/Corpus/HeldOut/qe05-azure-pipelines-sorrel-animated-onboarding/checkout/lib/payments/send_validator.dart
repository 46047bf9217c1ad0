enum SendError { insufficientBalance, belowMinimum }

class SendValidator {
  static SendError? validate({required double amount, required double balance}) {
    if (amount < 0.001) return SendError.belowMinimum;
    if (amount > balance + 0.01) return SendError.insufficientBalance;
    return null;
  }
}
