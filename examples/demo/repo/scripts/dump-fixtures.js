// Prints the generated fixture table: a deliberately large output.
for (let row = 1; row <= 3000; row++) {
  const values = [row % 7, row % 11, row % 13].map((v) => v * 3 + 1);
  console.log(`fixture ${String(row).padStart(4, '0')}: values=${values.join(',')} mean=${(values.reduce((a, b) => a + b) / 3).toFixed(3)}`);
}
