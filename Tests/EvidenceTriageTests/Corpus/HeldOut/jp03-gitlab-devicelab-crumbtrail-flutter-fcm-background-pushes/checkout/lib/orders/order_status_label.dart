String orderStatusLabel(int? status) => switch (status) {
      1 => 'Received',
      2 => 'Baking',
      3 => 'Ready for pickup',
      4 => 'Out for delivery',
      5 => 'Delivered',
      _ => 'Status unknown',
    };
